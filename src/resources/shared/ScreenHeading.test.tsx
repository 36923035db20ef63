import { Button } from '@mui/material';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { ScreenHeading } from './ScreenHeading';

afterEach(cleanup);

describe('ScreenHeading', () => {
  it('wraps its actions onto more lines on a narrow screen, with gaps instead of margins', async () => {
    render(
      <AdminContext>
        <ScreenHeading
          title="Pending Orders"
          actions={['Refresh', 'Bulk reply', 'Export CSV'].map((label) => (
            <Button key={label}>{label}</Button>
          ))}
        />
      </AdminContext>,
    );
    const actions = (await screen.findByRole('button', { name: 'Refresh' })).parentElement;
    if (!actions) throw new Error('no actions');
    expect(getComputedStyle(actions).flexWrap).toBe('wrap');
    expect(getComputedStyle(actions).gap).not.toBe('');
    const heading = actions.parentElement;
    if (!heading) throw new Error('no heading');
    expect(getComputedStyle(heading).gap).not.toBe('');
  });
});
