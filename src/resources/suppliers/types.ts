/** A supplier as GET /suppliers sends it (the key only as its last 4 characters). */
export type { Supplier, SupplierService } from '@schemas/suppliers';
