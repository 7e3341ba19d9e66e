import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';

const MEDALS = {
  1: {
    name: msg`Gold medal`,
    label: msg`Gold medal, rank 1`,
    emoji: '🥇',
    face: '#fcc419',
    rim: '#e67700',
    ribbon: '#4c6ef5',
  },
  2: {
    name: msg`Silver medal`,
    label: msg`Silver medal, rank 2`,
    emoji: '🥈',
    face: '#dee2e6',
    rim: '#868e96',
    ribbon: '#f03e3e',
  },
  3: {
    name: msg`Bronze medal`,
    label: msg`Bronze medal, rank 3`,
    emoji: '🥉',
    face: '#ffa94d',
    rim: '#c2410c',
    ribbon: '#12b886',
  },
} as const;

export function medalOf(rank: number) {
  return rank === 1 || rank === 2 || rank === 3 ? MEDALS[rank] : null;
}

/**
 * 🥇🥈🥉 drawn in SVG, so the medals look the same on every device whatever its emoji font; the accessible
 * name says which medal and the rank.
 */
export function Medal({ rank, size = 28 }: { rank: 1 | 2 | 3; size?: number }) {
  const { t } = useLingui();
  const medal = MEDALS[rank];
  const name = t(medal.name);
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={t(medal.label)} data-medal={medal.emoji}>
      <title>{`${medal.emoji} ${name}`}</title>
      <path d="M9 1h6l3 10h-6Z" fill={medal.ribbon} />
      <path d="M23 1h-6l-3 10h6Z" fill={medal.ribbon} opacity="0.8" />
      <circle cx="16" cy="20" r="10" fill={medal.face} stroke={medal.rim} strokeWidth="2" />
      <circle cx="16" cy="20" r="6.8" fill="none" stroke={medal.rim} strokeWidth="1" opacity="0.6" />
      <text
        x="16"
        y="24.2"
        textAnchor="middle"
        fontSize="11"
        fontWeight="800"
        fill={medal.rim}
        fontFamily="Inter, Arial, sans-serif"
      >
        {rank}
      </text>
    </svg>
  );
}
