import Foundation
import PlateFinderDomain

/// What the vehicle page says about the plate's fines: the grid its script declares, and
/// how many pending fines its label counts.
struct ANTFinesPage {
    /// The grid's `url` and `colNames` as the page's `jqGrid({…})` call writes them.
    let grid: ANTFinesGridScript.Declaration
    /// The count in the page's `Pendientes (N)` label; nil unless the page shows all five
    /// counts whole.
    let pendingCount: Int?

    /// The fines part of `html`, which must be the portal's vehicle page about `plate`.
    ///
    /// The page is judged as the vehicle lookup judges it — its own "no data" is
    /// `noDataFound`, anything but the vehicle page is `portalUnavailable`, another plate's
    /// page is `parsingError` — so the fines never come from a page the vehicle would not.
    /// A page without a grid declaration is a `parsingError`.
    static func read(_ html: String, for plate: Plate) throws(CarInfoError) -> ANTFinesPage {
        let car = try ANTCarHTMLMapper.map(html, for: plate)
        let declaration = try HTMLDocument.withRoot(of: html) {
            root throws(CarInfoError) -> ANTFinesGridScript.Declaration? in
            for source in root?.scriptSources ?? [] {
                if let declaration = ANTFinesGridScript.declaration(in: source) {
                    return declaration
                }
            }
            return nil
        }
        guard let declaration else { throw .parsingError("the page declares no fines grid") }
        return ANTFinesPage(grid: declaration, pendingCount: car.fines?.pending)
    }
}
