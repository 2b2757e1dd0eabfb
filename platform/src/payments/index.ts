export * from './port';
export * from './test-cards';
export * from './sandbox-gateway';
export * from './omise-gateway';
export * from './factory';
export * from './return-uri';
export * from './card-checks';
export * from './order-charge';
