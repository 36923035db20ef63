import { ComingSoon } from '../../layout/ComingSoon';

/** User detail: API key, credits, credentials, password, history cards. Delivered by a later issue. */
export const UserDetail = () => <ComingSoon title="app.menu.users" />;
