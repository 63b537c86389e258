export { panelId, TabList, Tabs, tabId, type TabListProps, type TabOption } from './Tabs';
