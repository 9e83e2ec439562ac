/** The validation messages of the specification (section 5), part of the error catalogue. */
export const VALIDATION_MESSAGES = {
  email: 'Please enter a valid email address.',
  phone: 'Please enter a valid phone number.',
  weakPassword: 'Password must be at least 8 characters with numbers and letters.',
  required: 'This field is required to continue.',
  passwordRequired: 'Please enter a valid password to continue.',
  tooLong: 'This is longer than we can keep. Please shorten it.',
  choice: 'Please choose one of the options offered.',
  unknownField: 'This field is not part of the form.',
  malformed: 'The request could not be read. Please try again.',
  commonPassword: 'This password is too common and easy to guess. Please choose another.',
  wrongPassword: 'The password you entered is not correct.',
  twoFactorCode: 'Please enter the 6-digit code from your authenticator app.',
  recoveryCode: 'Please enter one of your recovery codes.',
  emailInUse: 'An account with this email address already exists.',
  rolesRequired: 'Please choose at least one role.',
  date: 'Please enter a valid date.',
  dateOrder: 'The end date must come after the start date.',
  pastDate: 'This date cannot be in the future.',
  routingNumber: 'Please enter a valid 9-digit bank routing number.',
} as const;

export type ValidationMessage = (typeof VALIDATION_MESSAGES)[keyof typeof VALIDATION_MESSAGES];
