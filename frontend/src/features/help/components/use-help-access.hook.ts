import { useMayOpenFilter } from '../../../shared/access';
import { useFeatures } from '../../../shared/availability';
import { HELP_PAGES, type HelpPage, type HelpPageId } from '../content/help-pages.constant';

/** Whether the user may open a page help points at: their roles open it and the church has not turned its area off. */
export function useHelpAccess(): (page: HelpPageId) => boolean {
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  return (id) => {
    const page: HelpPage = HELP_PAGES[id];
    return mayOpen(page.permission) && (!page.feature || (flags?.[page.feature] ?? true));
  };
}
