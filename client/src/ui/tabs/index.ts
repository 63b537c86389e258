export { panelId, TabList, Tabs, tabId, type TabOption } from './Tabs';
