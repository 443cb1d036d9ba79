import AppIntents

/// The intents this library declares, for the app's own package to include.
public struct PlateFinderIntentsPackage: AppIntentsPackage {}
