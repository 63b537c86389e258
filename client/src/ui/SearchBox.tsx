import { useStateFrom } from './use-state-from';

// The search row of a list screen: a search field and its button. What is typed is the box's own
// until the person searches; then `onSearch` gets it trimmed (the screen keeps the searched word,
// usually in the URL). When the searched word changes from outside (cleared, a link), the box shows it.
// The one search box of the kit: a list's search row is always this.

export interface SearchBoxProps {
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  /** The word last searched, which the box starts from and follows. */
  value?: string;
  onSearch: (text: string) => void;
  maxLength?: number;
  /** The button stays off while the box is empty (a search needs a word). */
  required?: boolean;
  /** Longest word the search takes: past it the field is marked, says so, and the button stays off. */
  longest?: number;
  autoFocus?: boolean;
  button?: string;
  /** 清除 beside the box once a word is searched: empties the box and searches for nothing. */
  clearable?: boolean;
  /** The search landmark's own name, when the page has more than one. */
  regionLabel?: string;
}

export function SearchBox({ label, placeholder, value = '', onSearch, maxLength, required, longest, autoFocus, button = '搜索', clearable = false, regionLabel }: SearchBoxProps) {
  const [typed, setTyped] = useStateFrom(() => value, value);
  const text = typed.trim();
  const tooLong = longest !== undefined && text.length > longest;
  const off = tooLong || (required === true && text === '');
  return (
    <>
      <form
        className="search-box"
        role="search"
        aria-label={regionLabel}
        onSubmit={(e) => {
          e.preventDefault();
          if (!off) onSearch(text);
        }}
      >
        <input
          className="field__input"
          type="search"
          aria-label={label}
          placeholder={placeholder}
          value={typed}
          maxLength={maxLength}
          autoFocus={autoFocus}
          aria-invalid={tooLong || undefined}
          onChange={(e) => setTyped(e.target.value)}
        />
        {clearable && value && (
          <button
            type="button"
            className="btn btn--text btn--small"
            onClick={() => {
              setTyped('');
              onSearch('');
            }}
          >
            清除
          </button>
        )}
        <button type="submit" className="btn btn--primary" disabled={off}>
          {button}
        </button>
      </form>
      {tooLong && (
        <p className="field__error" role="alert">
          关键字不能超过 {longest} 个字
        </p>
      )}
    </>
  );
}
