/** Why a job-board pattern is refused, by its issue code (utils/config/patterns.ts). */
export const en = {
  'boards.problem.empty': 'Enter the address pattern of the job board’s pages.',
  'boards.problem.allUrls': 'All sites cannot be a job board; name its host.',
  'boards.problem.form': 'Use the form https://host/path* (for example https://jobs.example.com/*).',
  'boards.problem.anyHost': 'A job board needs a host name, not *.',
  'boards.problem.publicSuffix':
    'Name the job board’s own domain (for example *.example.com), not a whole domain ending such as *.com or *.co.uk.',
} as const;

export type BoardsKey = keyof typeof en;
