import PlateFinderDomain

/// A vehicle as the `car_` and `fines_` columns of `saved_vehicle` store it.
struct StoredCar: Equatable {
    /// The twelve text fields, in table order: plate, manufacturer, colour, registration
    /// year, model, segment, registration date, year, service, expiration date, tint, tint
    /// expiration date.
    private let texts: [String]
    /// The five fine counts, in table order (pending, disputed, voided, paid, in
    /// agreement); nil when the portal showed no fines.
    private let fines: [Int64]?

    /// How many columns a vehicle takes.
    static let columnCount = 17

    /// The longest text of a vehicle read, in UTF-8 bytes: as long as the longest page the
    /// portal's vehicle is read from, so a longer one is refused before it is read.
    static let maximumTextBytes = 4 * HTMLDocument.maximumCharacterCount

    /// The columns for `car`.
    init(_ car: Car) {
        texts = [
            car.plate, car.manufacturer, car.colorName, car.registrationYear, car.model,
            car.segment, car.registrationDate, car.year, car.service, car.expirationDate,
            car.tint, car.tintExpirationDate,
        ]
        fines = car.fines.map { fines in
            [fines.pending, fines.disputed, fines.voided, fines.paid, fines.inAgreement]
                .map(Int64.init)
        }
    }

    /// The vehicle in the row's `columnCount` columns from `offset`; nil when the row holds
    /// no vehicle. Throws for a partial vehicle, which no PlateFinder writes.
    init?(row: SQLiteRow, at offset: Int) throws(SQLiteError) {
        guard (offset..<offset + 12).allSatisfy({ row.byteCount(at: $0) <= Self.maximumTextBytes })
        else { throw .corrupt(message: "a saved vehicle holds a text longer than any field's") }
        let texts = (offset..<offset + 12).map { row.text(at: $0) }
        let fines = (offset + 12..<offset + Self.columnCount).map { row.int64(at: $0) }
        if texts.allSatisfy({ $0 == nil }) && fines.allSatisfy({ $0 == nil }) { return nil }
        let presentTexts = texts.compactMap { $0 }
        let presentFines = fines.compactMap { $0 }
        guard presentTexts.count == 12, presentFines.isEmpty || presentFines.count == 5 else {
            throw .corrupt(message: "a saved vehicle is incomplete")
        }
        self.texts = presentTexts
        self.fines = presentFines.isEmpty ? nil : presentFines
    }

    /// The columns, in table order.
    var parameters: [SQLiteValue] {
        texts.map(SQLiteValue.text)
            + (fines?.map(SQLiteValue.integer) ?? Array(repeating: .null, count: 5))
    }

    /// The vehicle these columns stand for.
    func car() throws(SQLiteError) -> Car {
        let summary = try fines.map { counts throws(SQLiteError) in
            let values = counts.compactMap { Int(exactly: $0) }
            guard values.count == 5 else {
                throw .corrupt(message: "a saved vehicle has an impossible fine count")
            }
            return FinesSummary(
                pending: values[0], disputed: values[1], voided: values[2], paid: values[3],
                inAgreement: values[4])
        }
        return Car(
            plate: texts[0], manufacturer: texts[1], colorName: texts[2],
            registrationYear: texts[3], model: texts[4], segment: texts[5],
            registrationDate: texts[6], year: texts[7], service: texts[8],
            expirationDate: texts[9], tint: texts[10], tintExpirationDate: texts[11],
            fines: summary)
    }
}
