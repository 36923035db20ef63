import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Button, Stack, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/**
 * Previous / next buttons driven by the server's paging links (`pageInfo` from the Laravel
 * page), with the page number and the number of records.
 */
export const PrevNextPagination = () => {
  const translate = useTranslate();
  const { page, setPage, hasPreviousPage, hasNextPage, total, perPage, isPending } =
    useListContext();
  if (isPending || !total) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack
      direction="row"
      spacing={2}
      component="nav"
      aria-label={translate('back_office.pagination.label')}
      sx={{ alignItems: 'center', justifyContent: 'flex-end', p: 1 }}
    >
      <Typography variant="body2" color="text.secondary">
        {translate('back_office.pagination.page_of', { page, pages, smart_count: total })}
      </Typography>
      <Button
        startIcon={<NavigateBeforeIcon />}
        disabled={!hasPreviousPage}
        onClick={() => setPage(page - 1)}
      >
        {translate('common.previous')}
      </Button>
      <Button
        endIcon={<NavigateNextIcon />}
        disabled={!hasNextPage}
        onClick={() => setPage(page + 1)}
      >
        {translate('common.next')}
      </Button>
    </Stack>
  );
};
