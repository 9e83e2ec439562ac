export { ReauthenticationForm, reauthenticationAsked } from './reauthentication.form';
