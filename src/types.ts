/** Shapes shared by the whole client, as the server sends them (spec section 3). */

export type Role = 'admin' | 'customer';

export interface User {
  id: number;
  name: string;
  email: string;
  credits: number;
  api_key: string;
  admin: boolean;
}

/** Body of POST /login, POST /regis and GET /profile. */
export interface AuthResponse {
  token: string;
  user: User;
  service_url: string;
}

/** Payload of POST /regis. */
export interface RegistrationPayload {
  name: string;
  email: string;
  password: string;
  c_password: string;
}

export interface Credentials {
  email: string;
  password: string;
}

/** Laravel's validation error body (422). */
export interface LaravelValidationBody {
  message: string;
  errors?: Record<string, string[] | string>;
}

/** One entry of a Laravel paginator's `links` array. */
export interface LaravelPageLink {
  label: string;
  url: string | null;
  active: boolean;
}

/** A Laravel paginator body (`->paginate()` serialised to JSON). */
export interface LaravelPage<RecordType> {
  data: RecordType[];
  links: LaravelPageLink[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
  first_page_url?: string;
  last_page_url?: string;
  next_page_url: string | null;
  prev_page_url: string | null;
  path?: string;
}
