"""The Discord adapter (app, commands, components, handlers) and the transport-agnostic
session service (service, delivery, messages) it drives."""
