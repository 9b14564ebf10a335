export * from './instance-schema';
