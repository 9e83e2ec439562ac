export * from './help-content.constant';
export * from './onboarding.read-model';
export * from './onboarding.rules';
export * from './help.dto';
export * from './faq-votes.read-model';
