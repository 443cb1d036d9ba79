import PlateFinderDomain

/// One page of the fines grid, read: its fines and where it stands among the pages.
struct ANTFinesGridPage: Equatable {
    /// The page number (from 1).
    let page: Int
    /// How many pages the grid has.
    let totalPages: Int
    /// How many fines the grid has over all its pages.
    let records: Int
    /// The fines on this page, in the grid's order.
    let fines: [TrafficFine]
}
