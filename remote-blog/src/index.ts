// Async boundary: the standalone frame waits for Module Federation's shared-module negotiation.
import('./bootstrap');
