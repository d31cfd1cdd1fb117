export { failureText } from '../../../lib/error-message';
