import { VisuallyHidden } from '@mantine/core';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import type { Match } from '../../lib/api/match';
import { announcementsBetween } from './announcements';

/** The last few sentences stay in the region, so one said just before another is not cut off by it. */
const KEPT = 5;

interface Said {
  list: { id: number; text: string }[];
  count: number;
}

const AnnounceContext = createContext<(text: string) => void>(() => undefined);

/** Says `text` in the match page's live region (for what the match read itself does not carry: the next match). */
export const useAnnounce = () => useContext(AnnounceContext);

function added(said: Said, texts: string[]): Said {
  const list = [...said.list, ...texts.map((text, i) => ({ id: said.count + i, text }))].slice(-KEPT);
  return { list, count: said.count + texts.length };
}

/**
 * The match page's one polite live region, present from the first render (a region inserted with its text is
 * often not read). It says what changed in `shown`, the match as the page shows it.
 */
export function Announcer({
  shown,
  viewerId,
  children,
}: {
  shown: Match;
  viewerId: number | null;
  children: ReactNode;
}) {
  const [previous, setPrevious] = useState(shown);
  const [said, setSaid] = useState<Said>({ list: [], count: 0 });
  if (previous !== shown) {
    setPrevious(shown);
    const texts = announcementsBetween(previous, shown, viewerId);
    if (texts.length) setSaid((current) => added(current, texts));
  }
  const announce = useCallback((text: string) => setSaid((current) => added(current, [text])), []);
  return (
    <AnnounceContext.Provider value={announce}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="false" data-testid="match-announcer">
        {said.list.map((item) => (
          <p key={item.id}>{item.text}</p>
        ))}
      </VisuallyHidden>
      {children}
    </AnnounceContext.Provider>
  );
}
