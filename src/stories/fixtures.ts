import type { User } from '../types';

/** The people of the stories. */
export const storyAdmin: User = {
  id: 1,
  name: 'Shop Admin',
  email: 'admin@example.com',
  credits: 0,
  api_key: 'AK-7F3A-91C2-ADMIN',
  admin: true,
};

export const storyCustomer: User = {
  id: 7,
  name: 'Carla Gómez',
  email: 'carla@example.com',
  credits: 25,
  api_key: 'AK-2B9D-44E1-CARLA',
  admin: false,
};

export const STORY_SERVICE_URL = 'https://unlock.example.com';

/** Records of the fake data provider, per resource. */
export const storyRecords: Record<string, { id: number; [field: string]: unknown }[]> = {
  'admin-categories': [
    { id: 1, name: 'Apple' },
    { id: 2, name: 'Samsung' },
  ],
  'admin-users': [{ ...storyAdmin }, { ...storyCustomer }],
};
