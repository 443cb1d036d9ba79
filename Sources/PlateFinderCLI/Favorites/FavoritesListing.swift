import PlateFinderApp
import PlateFinderDomain
import TerminalUI

/// How `platefinder favorites` prints the favourites: one line each with the plate, its
/// saved vehicle and its most serious finding's title, a blocker standing out as
/// `UrgentText` decides (in colour, else marked `!! `), in columns counted as a terminal
/// shows them (`DisplayWidth`).
///
/// `PCQ5129  CHEVROLET AVEO 2012        !! sale prohibited`
enum FavoritesListing {
    /// A plate is cut to this many columns: a stored entry may hold any text.
    static let plateColumns = 12
    /// A vehicle is cut to this many columns, so the findings stay on an 80-column line.
    static let vehicleColumns = 40

    /// The lines of `favorites` in order, each ending in a newline, worded by `messages`,
    /// a blocker standing out as `colors` allows.
    static func text(
        _ favorites: [FavoriteReport], messages: Messages, colors: ColorSupport = .monochrome
    ) -> String {
        let rows = favorites.map { favorite in
            let summary = FavoriteSummary(favorite, messages: messages)
            return (
                plate: TextWrap.truncated(summary.plate, toColumns: plateColumns),
                vehicle: TextWrap.truncated(summary.vehicle, toColumns: vehicleColumns),
                finding: summary.finding.map { title in
                    // Titles line up whether or not they carry the mark; colour takes no
                    // columns, so it comes last.
                    summary.isBlocker
                        ? UrgentText.printed(title, colors: colors)
                        : (colors == .monochrome ? "   " : "") + title
                }
            )
        }
        let plateWidth = rows.map { DisplayWidth.of($0.plate) }.reduce(7, max)
        let vehicleWidth = rows.map { DisplayWidth.of($0.vehicle) }.reduce(0, max)
        return rows.map { row in
            guard let finding = row.finding else {
                return pad(row.plate, to: plateWidth) + "  " + row.vehicle + "\n"
            }
            return pad(row.plate, to: plateWidth) + "  " + pad(row.vehicle, to: vehicleWidth)
                + "  " + finding + "\n"
        }.joined()
    }

    private static func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
