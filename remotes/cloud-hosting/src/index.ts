// Async boundary for standalone QA; the host loads './routes' through federation instead.
import('./bootstrap');
