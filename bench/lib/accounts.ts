/** The accounts the seed creates and the bench signs in with. */
export const BENCH_PASSWORD = 'bench-password';
export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.example';
/** The busiest customer of the seeded shop (thousands of orders at a million). */
export const BENCH_CUSTOMER_EMAIL = 'bench-customer@bench.example';
/** A customer with no history and plenty of credits, who places the bench's 1,000-IMEI orders. */
export const BENCH_PLACER_EMAIL = 'bench-placer@bench.example';
