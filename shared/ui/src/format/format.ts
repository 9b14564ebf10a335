import { PRODUCT_TEXT } from '@portal/contract';

/** spec §9: a product longer than 40 characters is cut to its first 37 plus '...'. */
export function truncateProduct(text: string): string {
  return text.length > PRODUCT_TEXT.max ? `${text.slice(0, PRODUCT_TEXT.keep)}...` : text;
}
