export const helpKeys = {
  all: ['help'] as const,
  onboarding: () => [...helpKeys.all, 'onboarding'] as const,
  faqVotes: () => [...helpKeys.all, 'faq-votes'] as const,
};
