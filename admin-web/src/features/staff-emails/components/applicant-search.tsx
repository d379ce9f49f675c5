import SearchOutlined from '@ant-design/icons/SearchOutlined';
import type { ApplicantMatch } from '@bursary/domain/back-office-api';
import { EMAIL_SEARCH_LIMIT } from '@bursary/domain/constants';
import { ErrorState } from '@bursary/web-ui/components/error-state';
import { LoadingState } from '@bursary/web-ui/components/loading-state';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useId, useState } from 'react';
import { useSearchApplicants } from '../api/search-applicants';
import { MatchDetails } from './match-details';

type ApplicantSearchProps = {
  /** What picking a match does: "Choose" (one applicant) or "Add" (to a list). */
  actionLabel: string;
  /** The button of a match already picked: "Chosen" or "Added". */
  pickedLabel: string;
  onPick: (match: ApplicantMatch) => void;
  /** Applications already picked, whose button is off. */
  pickedIds?: number[];
};

// Not a <form>: it sits inside the e-mail form, so Enter searches here instead of sending the e-mail.
export function ApplicantSearch({ actionLabel, pickedLabel, onPick, pickedIds = [] }: ApplicantSearchProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useSearchApplicants(query);

  const run = () => {
    const name = text.trim();
    if (!name) {
      setProblem('Enter a first name to search for.');
      return;
    }
    setProblem(null);
    setQuery(name);
  };

  return (
    <div role="search" aria-label="Find applicants" className="applicant-search">
      <label htmlFor={`${id}-name`}>First name</label>
      <div className="applicant-search-row">
        <Input
          id={`${id}-name`}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            run();
          }}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
        />
        <Button icon={<SearchOutlined />} onClick={run}>
          Search
        </Button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="search-problem" role="alert">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="search-hint">
          Shows up to {EMAIL_SEARCH_LIMIT} applications, with their year.
        </p>
      )}
      {query && (
        <SearchResults
          query={query}
          search={search}
          actionLabel={actionLabel}
          pickedLabel={pickedLabel}
          onPick={onPick}
          pickedIds={pickedIds}
        />
      )}
    </div>
  );
}

type SearchResultsProps = Required<ApplicantSearchProps> & {
  query: string;
  search: ReturnType<typeof useSearchApplicants>;
};

function SearchResults({ query, search, actionLabel, pickedLabel, onPick, pickedIds }: SearchResultsProps) {
  if (search.isLoading) return <LoadingState label="Searching..." />;
  if (search.error || !search.data) {
    return (
      <ErrorState title="The search did not work" message={search.error?.message ?? 'Please try again.'} onRetry={() => search.mutate()} />
    );
  }
  if (search.data.length === 0) {
    return (
      <p role="status" className="search-hint">
        No applicants named “{query}”. Check the spelling and search again.
      </p>
    );
  }

  return (
    <>
      <p role="status" className="search-hint">
        {search.data.length === EMAIL_SEARCH_LIMIT
          ? `The first ${EMAIL_SEARCH_LIMIT} matches for “${query}”; type more of the name to narrow them.`
          : `${search.data.length} ${search.data.length === 1 ? 'match' : 'matches'} for “${query}”.`}
      </p>
      <ul className="match-list" aria-label="Matching applicants">
        {search.data.map((match) => {
          const isPicked = pickedIds.includes(match.application_id);
          return (
            <li key={match.application_id}>
              <MatchDetails match={match} />
              <Button
                size="small"
                disabled={isPicked}
                onClick={() => onPick(match)}
                aria-label={`${isPicked ? pickedLabel : actionLabel} ${match.name}, ${match.application_year}`}
              >
                {isPicked ? pickedLabel : actionLabel}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
