import { cartIdempotencyKey, clearCart, readCart, writeCart } from '../commerce-flow';

const cart = { serviceTag: 'MOB-300412', cartLines: [{ productId: 7, quantity: 1 }], upgrade: false };
let made = 0;
const make = () => `key-${++made}-abcdefghijklmnop`;

beforeEach(() => sessionStorage.clear());

describe('the cart handed to the confirm pages', () => {
  it('keeps one idempotency key while the cart is unchanged: a reload or a copied tab sends the same one', () => {
    writeCart(cart);
    const first = cartIdempotencyKey(make);
    expect(cartIdempotencyKey(make)).toBe(first);
    writeCart({ ...cart });
    expect(cartIdempotencyKey(make)).toBe(first);
    expect(readCart()).toEqual(cart);
  });

  it('gives a changed cart a new key, and a cleared cart leaves nothing behind', () => {
    writeCart(cart);
    const first = cartIdempotencyKey(make);
    writeCart({ ...cart, cartLines: [{ productId: 8, quantity: 1 }] });
    const second = cartIdempotencyKey(make);
    expect(second).not.toBe(first);
    clearCart();
    expect(readCart()).toBeNull();
    writeCart(cart);
    expect(cartIdempotencyKey(make)).not.toBe(second);
  });
});
