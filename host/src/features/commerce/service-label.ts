/**
 * How an order or a cancellation names the service it is for: the product people know it by and the tag that tells
 * their services apart ('Fibre 100/50 Mbps Uncapped · FTTH-100234'); the tag alone for a service without a product.
 */
export const serviceLabel = (productName: string | null | undefined, serviceTag: string) =>
  productName ? `${productName} · ${serviceTag}` : serviceTag;
