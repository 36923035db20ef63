import AddIcon from '@mui/icons-material/Add';
import { Button, Card, Stack } from '@mui/material';
import { useState } from 'react';
import { DataTable, ListBase, useTranslate } from 'react-admin';
import { EmptyTable } from '../shared/EmptyTable';
import { LIST_ERROR_IN_PAGE, ListError } from '../shared/ListError';
import { ListTable } from '../shared/ListTable';
import { ScreenHeading } from '../shared/ScreenHeading';
import {
  CreateCategoryDialog,
  DeleteCategoryDialog,
  UpdateCategoryDialog,
} from './CategoryDialogs';
import type { Category } from './types';

type OpenDialog = { kind: 'create' } | { kind: 'update' | 'delete'; category: Category } | null;

/** Admin categories: a table of names with Update and Delete, and 'Create new Category'. */
export const CategoryList = () => {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const close = () => setDialog(null);
  const selected = (kind: 'update' | 'delete') =>
    dialog && dialog.kind === kind ? dialog.category : null;
  const title = translate('resources.admin-categories.name', { smart_count: 2 });
  return (
    <ListBase<Category>
      resource="admin-categories"
      queryOptions={LIST_ERROR_IN_PAGE}
      perPage={1000}
      disableSyncWithLocation
    >
      <ScreenHeading
        title={title}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ kind: 'create' })}
          >
            {translate('resources.categories.create')}
          </Button>
        }
      />
      <ListError />
      <Card>
        <ListTable<Category> label={title} empty={<EmptyTable />}>
          <DataTable.Col source="name" disableSort />
          <DataTable.Col
            label={translate('common.actions')}
            disableSort
            align="right"
            render={(category: Category) => (
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button size="small" onClick={() => setDialog({ kind: 'update', category })}>
                  {translate('common.update')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() => setDialog({ kind: 'delete', category })}
                >
                  {translate('common.delete')}
                </Button>
              </Stack>
            )}
          />
        </ListTable>
      </Card>
      <CreateCategoryDialog open={dialog?.kind === 'create'} onClose={close} />
      <UpdateCategoryDialog category={selected('update')} onClose={close} />
      <DeleteCategoryDialog category={selected('delete')} onClose={close} />
    </ListBase>
  );
};
