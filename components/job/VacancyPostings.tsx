/**
 * A vacancy posted on several boards (utils/feed/vacancy-view.ts): the card's line of the other
 * boards ("Also on") with the vacancy's history, and the details' list of every posting. Addresses
 * come from the feed: only http(s) ones become links, opened in a new tab that cannot reach back.
 */
import type { VacancyPosting, VacancyView } from '@/utils/feed/vacancy-view';
import { alsoOn } from '@/utils/feed/vacancy-view';
import { formatRelative } from '@/utils/i18n/format';
import { formatDate } from '@/utils/i18n/format-record';
import { useI18n } from '@/utils/i18n/context';
import { joinParts, safeHttpUrl } from './display';

function BoardLink({ posting }: { posting: VacancyPosting }) {
  const { t } = useI18n();
  const href = safeHttpUrl(posting.url);
  const name = posting.board ?? t('vacancy.unknownBoard');
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {name}
    </a>
  ) : (
    <span>{name}</span>
  );
}

/** "First seen 12 days ago · posted 3 times"; '' for a vacancy posted once. */
export function useVacancyHistory(vacancy: VacancyView | null, now: number): string {
  const { t, locale } = useI18n();
  if (!vacancy || vacancy.postings.length < 2) return '';
  const first = vacancy.firstSeen ? Date.parse(vacancy.firstSeen) : NaN;
  return joinParts([
    Number.isNaN(first) ? null : t('vacancy.firstSeen', { relative: formatRelative(locale, first, now) }),
    t('vacancy.postedTimes', { count: vacancy.postings.length }),
  ]);
}

/**
 * The card's lines: the other boards, each a link to its posting, and the history; nothing for a
 * vacancy posted once. `compact` (the card as it opens, which must not hide the posting): one line,
 * the other boards, else the history.
 */
export function AlsoOn({
  vacancy,
  jobId,
  now,
  compact = false,
}: {
  vacancy: VacancyView | null;
  jobId: number;
  now: number;
  compact?: boolean;
}) {
  const { t } = useI18n();
  const history = useVacancyHistory(vacancy, now);
  const others = vacancy ? alsoOn(vacancy, jobId) : [];
  if (others.length === 0 && history === '') return null;
  return (
    <div class={compact ? 'vacancy-line compact' : 'vacancy-line'}>
      {others.length > 0 && (
        <p class="also-on">
          <span class="also-on-label">{t('vacancy.alsoOn')}</span>{' '}
          {others.map((posting, i) => (
            <span key={posting.id}>
              {i > 0 && ', '}
              <BoardLink posting={posting} />
            </span>
          ))}
        </p>
      )}
      {history && !(compact && others.length > 0) && <p class="vacancy-history">{history}</p>}
    </div>
  );
}

/** Every posting of the vacancy, oldest first, with its board, date and state; nothing for a vacancy posted once. */
export function VacancyPostings({
  vacancy,
  jobId,
  headingLevel = 2,
}: {
  vacancy: VacancyView | null;
  jobId: number;
  /** One under the job's title where the list follows it. */
  headingLevel?: 2 | 3;
}) {
  const { t, locale } = useI18n();
  if (!vacancy || vacancy.postings.length < 2) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const heading =
    vacancy.boards > 1 ? t('vacancy.heading', { count: vacancy.boards }) : t('vacancy.headingOne', { count: vacancy.postings.length });
  return (
    <section class="vacancy-postings" aria-label={heading}>
      <Heading class="vacancy-postings-heading">{heading}</Heading>
      <ul>
        {vacancy.postings.map((posting) => (
          <li key={posting.id} aria-current={posting.id === jobId ? 'true' : undefined}>
            <BoardLink posting={posting} />{' '}
            <span class="muted">
              {joinParts([
                posting.postedAt ? formatDate(locale, posting.postedAt) : t('vacancy.noDate'),
                posting.closed && t('vacancy.closed'),
                posting.id === jobId && t('vacancy.thisPosting'),
              ])}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
