import { Button, Link } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/** The wide submit button of the sign-in, registration and password screens. */
export const AuthSubmitButton = ({
  submitting,
  children,
}: {
  submitting: boolean;
  children: ReactNode;
}) => (
  <Button
    type="submit"
    variant="contained"
    size="large"
    fullWidth
    sx={{ mt: 2 }}
    disabled={submitting}
  >
    {children}
  </Button>
);

/** A line linking to another of those screens (to sign in, to register, forgot password). */
export const AuthPageLink = ({
  to,
  children,
  spacing = 2,
}: {
  to: string;
  children: ReactNode;
  spacing?: number;
}) => (
  <Link component={RouterLink} to={to} variant="body2" sx={{ display: 'block', mt: spacing }}>
    {children}
  </Link>
);
