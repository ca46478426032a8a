import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Icon, InputGroup } from '@blueprintjs/core';
import { GLOBAL_SEARCH_MAX_RESULTS } from '@gsg/shared';
import { useLocation } from 'wouter';
import { NAV_PAGES, type NavPage } from '../navigation.ts';

/** Pages whose label, description or keywords contain the query, case-insensitively. */
function searchPages(query: string): NavPage[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [];
  return NAV_PAGES.filter((page) =>
    [page.label, page.description, ...page.keywords].some((text) => text.toLowerCase().includes(needle)),
  ).slice(0, GLOBAL_SEARCH_MAX_RESULTS);
}

/** The text with every case-insensitive occurrence of the query wrapped in <mark>. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  const lower = text.toLowerCase();
  let from = 0;
  for (let at = lower.indexOf(needle); needle !== '' && at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return <>{parts.map((p, i) => (p.match ? <mark key={i}>{p.text}</mark> : p.text))}</>;
}

export function GlobalSearch() {
  const [, navigate] = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const results = searchPages(query);
  const showPanel = open && query.trim() !== '';

  const openPage = (page: NavPage) => {
    navigate(page.path);
    setQuery('');
    setOpen(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setOpen(true);
      setActiveIndex((i) => (i - 1 + count) % count);
    } else if (event.key === 'Enter') {
      const page = results[activeIndex];
      if (showPanel && page) openPage(page);
    }
  };

  return (
    <div className="global-search">
      <InputGroup
        inputRef={inputRef}
        type="text"
        leftIcon="search"
        placeholder="Search pages and features..."
        aria-label="Search pages and features"
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && results[activeIndex] ? `${listId}-${activeIndex}` : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActiveIndex(0);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
        rightElement={
          query === '' ? undefined : (
            <Button
              variant="minimal"
              icon="cross"
              aria-label="Clear search"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            />
          )
        }
      />
      {showPanel && (
        // mousedown would blur the input and close the panel before the click lands on a result.
        <div className="global-search__panel" onMouseDown={(event) => event.preventDefault()}>
          {results.length === 0 ? (
            <div className="global-search__empty" role="status">
              <p className="global-search__empty-title">No results found</p>
              <p className="global-search__empty-hint">Try searching for pages or features</p>
            </div>
          ) : (
            <ul id={listId} role="listbox" aria-label="Search results" className="global-search__results">
              {results.map((page, index) => (
                <li
                  key={page.path}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === activeIndex}
                  className={`global-search__result${index === activeIndex ? ' global-search__result--active' : ''}`}
                  onMouseEnter={() => setActiveIndex(index)}
                  onClick={() => openPage(page)}
                >
                  <Icon icon={page.icon} className="global-search__result-icon" />
                  <span>
                    <span className="global-search__result-title">
                      <Highlighted text={page.label} query={query} />
                    </span>
                    <span className="global-search__result-description">
                      <Highlighted text={page.description} query={query} />
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
