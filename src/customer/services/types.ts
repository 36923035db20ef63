/** One entry of GET /services: a service with the price this customer pays (spec section 3). */
export interface CustomerService {
  id: number;
  price: number;
  service: { id: number; name: string };
}
