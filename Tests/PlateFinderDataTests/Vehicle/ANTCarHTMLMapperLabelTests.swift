import PlateFinderData
import PlateFinderDomain
import PlateFinderTestSupport
import Testing

/// Each field is the cell after its label, wherever the portal puts the pair; a table with
/// something no label accounts for is not read at all.
struct ANTCarHTMLMapperLabelTests {
    typealias Cell = PortalPage.Cell
    private static let rows = PortalPage.vehicleRows

    static let layouts: [(String, [[Cell]])] = [
        ("swapped pairs", swapping(rows, pair: (0, 1), with: (0, 3))),
        ("pairs swapped across rows", swapping(rows, pair: (0, 1), with: (3, 0))),
        ("moved pair", moving(rows, pair: (0, 5), to: (3, 4))),
        ("pair moved to the front of a row", moving(rows, pair: (2, 4), to: (1, 0))),
        ("every row's pairs reversed", rows.map(reversingPairs)),
        ("all pairs on one row", [rows[0] + rows[1] + rows[2] + rows[3] + rows[4]]),
        ("empty label cells between pairs", withEmptyLabels(rows)),
    ]

    @Test(arguments: layouts)
    func map_deliversEveryField_whereverItsLabelStands(layout: String, rows: [[Cell]]) throws {
        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car == PortalPage.expectedCar, "\(layout)")
    }

    @Test(arguments: [
        (0, 1, "MARCA"), (0, 1, "marca :"), (0, 1, "  <b>Marca</b>:  "), (0, 1, "Marca"),
        (0, 5, "A&Ntilde;O DE MATR&Iacute;CULA:"), (0, 5, "Ano de Matricula"),
        (0, 5, "Año de Matrícula:"), (0, 5, "An\u{303}o de Matri\u{301}cula"),
        (2, 0, "AÑO"), (2, 4, "Fecha  de\nCaducidad"), (3, 2, "fecha caducidad:"),
    ])
    func map_matchesLabels_ignoringCaseAccentsSpacesAndColon(
        row: Int, cell: Int, label: String
    ) throws {
        var rows = Self.rows
        rows[row][cell] = .label(label)

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car == PortalPage.expectedCar)
    }

    @Test func map_deliversEveryField_onRealPageWithMarcaAndColorSwapped() throws {
        let html = try PortalPage.vehicleText(replacing: [
            "Marca:": "Color:", "Color:": "Marca:", "TOYOTA": "AMARILLO", "AMARILLO": "TOYOTA",
        ])

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test func map_deliversEveryField_onRealPageWithPairMovedToLastRow() throws {
        let tintExpiry = ##"<td class="detalle_formulario">  <font color = "#FF0000"  ></td>"##
        let registrationYear =
            #"<td class="titulo">A&ntilde;o de Matr&iacute;cula</td>"# + "\n"
            + #"                <td class="detalle_formulario">2025</td>"#
        let html = try PortalPage.vehicleText(replacing: [
            registrationYear: "", tintExpiry: tintExpiry + registrationYear,
        ])

        #expect(try makeSUT().map(html, for: PortalPage.plate) == PortalPage.expectedCar)
    }

    @Test func map_refusesTheTable_onRealPageWithRenamedLabel() throws {
        let html = try PortalPage.vehicleText(replacing: ["Color:": "Colour:"])

        #expect(throws: LookupFailureReason.notUnderstood(.page(.unknownLabel("Colour:")))) {
            try makeSUT().map(html, for: PortalPage.plate)
        }
    }

    static let flawedTables: [([[Cell]], UnreadablePage)] = [
        (replacing(rows, at: (0, 3), with: .label("Fabricante:")), .unknownLabel("Fabricante:")),
        (
            appending(rows, row: 2, [.label("Cilindraje:"), .value("1600")]),
            .unknownLabel("Cilindraje:")
        ),
        (
            appending(rows, row: 1, [.label(String(repeating: "Z", count: 60)), .value("1")]),
            .unknownLabel(String(repeating: "Z", count: 40) + "…")
        ),
        (removing(rows, cells: 3...4, ofRow: 0), .missingLabel("Color:")),
        (removing(rows, cells: 2...3, ofRow: 1), .missingLabel("Clase:")),
        (removing(rows, cells: 4...5, ofRow: 2), .missingLabel("Fecha de Caducidad:")),
        (removing(rows, cells: 2...3, ofRow: 3), .missingLabel("Fecha Caducidad:")),
        (removing(rows, cells: 3...3, ofRow: 3), .labelWithoutValue("Fecha Caducidad:")),
        (removing(rows, cells: 2...2, ofRow: 0), .labelWithoutValue("Marca:")),
        (removing(rows, cells: 6...6, ofRow: 0), .labelWithoutValue("Año de Matrícula")),
        (replacing(rows, at: (1, 1), with: .label("")), .labelWithoutValue("Modelo:")),
        (appending(rows, row: 2, [.label("Marca:"), .value("FIAT")]), .repeatedLabel("Marca:")),
        (appending(rows, row: 2, [.label("Servicio")]), .repeatedLabel("Servicio:")),
        (appending(rows, row: 1, [.value("FIAT")]), .textBesideNoLabel("FIAT")),
        (replacing(rows, at: (0, 7), with: .plate("PBX0001")), .textBesideNoLabel("PBX0001")),
        (appending(rows, row: 4, [.value("ABC1234")]), .textBesideNoLabel("ABC1234")),
    ]

    @Test(arguments: flawedTables)
    func map_refusesTheTable_whenItHasWhatNoLabelAccountsFor(
        rows: [[Cell]], problem: UnreadablePage
    ) {
        #expect(throws: LookupFailureReason.notUnderstood(.page(problem))) {
            try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)
        }
    }

    @Test func map_readsOnlyCellsOfItsOwnRows_notTablesInsideCells() throws {
        var rows = Self.rows
        let nested = "<table><tr><td class=\"titulo\">Marca:</td><td>FIAT</td></tr></table>"
        rows[3][3] = .value(nested)

        let car = try makeSUT().map(PortalPage.page(rows: rows), for: PortalPage.plate)

        #expect(car.manufacturer == "TOYOTA")
        #expect(car.tintExpirationDate == "Marca:FIAT")
    }

    // MARK: - Helpers

    private func makeSUT() -> ANTCarHTMLMapper.Type {
        ANTCarHTMLMapper.self
    }

    /// The label and value starting at `first` and those starting at `second` trade places.
    private static func swapping(
        _ rows: [[Cell]], pair first: (Int, Int), with second: (Int, Int)
    ) -> [[Cell]] {
        var rows = rows
        for offset in 0...1 {
            let cell = rows[first.0][first.1 + offset]
            rows[first.0][first.1 + offset] = rows[second.0][second.1 + offset]
            rows[second.0][second.1 + offset] = cell
        }
        return rows
    }

    /// The label and value starting at `pair` moved so the label stands at `target`.
    private static func moving(
        _ rows: [[Cell]], pair: (Int, Int), to target: (Int, Int)
    ) -> [[Cell]] {
        var rows = rows
        let cells = rows[pair.0][pair.1...pair.1 + 1]
        rows[pair.0].removeSubrange(pair.1...pair.1 + 1)
        rows[target.0].insert(contentsOf: cells, at: target.1)
        return rows
    }

    /// The row's label-value pairs in reverse order, the plate and button cells kept.
    private static func reversingPairs(_ row: [Cell]) -> [Cell] {
        let hasPlate = row.first?.markup.contains("rowspan=\"4\"") == true
        let hasButton = row.last?.markup == Cell.button.markup
        let body = row.dropFirst(hasPlate ? 1 : 0).dropLast(hasButton ? 1 : 0)
        let pairs = stride(from: body.startIndex, to: body.endIndex, by: 2).map {
            body[$0..<min($0 + 2, body.endIndex)]
        }
        return (hasPlate ? [row[0]] : []) + pairs.reversed().joined() + (hasButton ? [.button] : [])
    }

    /// An empty label cell, as the real page ends its table with, before every row's pairs
    /// and after the first row's.
    private static func withEmptyLabels(_ rows: [[Cell]]) -> [[Cell]] {
        var rows = rows.map { [Cell.label(""), .label("&nbsp;")] + $0 }
        rows[0].removeFirst(2)
        rows[0].insert(.label(" "), at: 3)
        rows[0].append(.label(""))
        return rows
    }

    private static func replacing(
        _ rows: [[Cell]], at cell: (Int, Int), with new: Cell
    )
        -> [[Cell]]
    {
        var rows = rows
        rows[cell.0][cell.1] = new
        return rows
    }

    private static func appending(_ rows: [[Cell]], row: Int, _ cells: [Cell]) -> [[Cell]] {
        var rows = rows
        rows[row] += cells
        return rows
    }

    private static func removing(
        _ rows: [[Cell]], cells: ClosedRange<Int>, ofRow row: Int
    ) -> [[Cell]] {
        var rows = rows
        rows[row].removeSubrange(cells)
        return rows
    }
}
