import type { AppConfig } from '../../../config/app-config.js';
import { CoinPrice } from '../domain/coin-price.js';

/** The configured coin price, injected where a provider's amounts turn into coins. */
export const coinPriceOf = (config: AppConfig) => new CoinPrice(config.payments.currency, config.payments.coinsPerUnit);
