import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export { FakeRateApi } from '@henesys/testing';

/** Wallets for the tests' CRYPTO_WALLETS. */
export const TEST_WALLETS =
  'BTC:bc1qtestwallet,ETH:0xTestEthWallet,USDT:0xTestUsdt,USDC:0xTestUsdc,LTC:ltc1qtestwallet,BNB:0xTestBnb';

/** What a payment's QR code (a PNG data URL) says. */
export function decodeQr(dataUrl: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
