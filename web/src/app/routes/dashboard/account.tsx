import { ComingSoon } from '../../../components/ui/coming-soon';

export default function AccountSettingsRoute() {
  return <ComingSoon>Profile, password, two-factor, IP restriction and Discord settings are coming soon.</ComingSoon>;
}
