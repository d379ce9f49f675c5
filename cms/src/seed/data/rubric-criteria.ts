// The rubric a cycle starts with (issue 18, item 2): four criteria at equal weight, each scored
// 1 to 5. Editors change them per year in the Strapi admin (Rubric criterion).
export const RUBRIC_CRITERIA = [
  {
    key: 'financial_need',
    name: 'Financial need',
    description: "How much the bursary is needed: the household's income, expenses and other support.",
  },
  {
    key: 'academic_merit',
    name: 'Academic merit',
    description: 'Results so far and the course chosen: how likely the applicant is to complete it.',
  },
  {
    key: 'community_involvement',
    name: 'Community involvement',
    description: 'Volunteering, mentoring, tutoring and other work for the community.',
  },
  {
    key: 'motivation',
    name: 'Motivation',
    description: 'Why the applicant wants to study and what they mean to do with it, in their own words.',
  },
].map((criterion, order) => ({
  ...criterion,
  weight: 1,
  scale_min: 1,
  scale_max: 5,
  order,
}));
