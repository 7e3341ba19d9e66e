/** Where Stripe delivers its events (the address to give in Stripe's dashboard, under PUBLIC_URL). */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook/';
