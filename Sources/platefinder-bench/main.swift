import PlateFinderApp

print("platefinder-bench")
