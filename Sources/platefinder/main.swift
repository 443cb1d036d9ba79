import PlateFinderApp

print("platefinder \(PlateFinderVersion.current)")
