import { composeStories } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, it } from 'vitest';
import * as supplierStories from './SupplierList.stories';

const stories = composeStories(supplierStories);

afterEach(cleanup);

describe('suppliers screen', () => {
  it('an Edit after a Deactivate shows the supplier inactive, and saving keeps it so', () =>
    stories.EditAfterDeactivate.run());
});
