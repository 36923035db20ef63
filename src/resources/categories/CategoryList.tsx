import { ComingSoon } from '../../layout/ComingSoon';

/** Categories: table of names, create, update and delete modals. Delivered by a later issue. */
export const CategoryList = () => <ComingSoon title="resources.categories.name" />;
