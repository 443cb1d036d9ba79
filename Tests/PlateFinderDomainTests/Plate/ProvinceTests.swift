import PlateFinderDomain
import Testing

struct ProvinceTests {
    @Test(arguments: [
        ("ABC1234", Province.azuay), ("BAA1111", .bolivar), ("CAA1111", .carchi),
        ("EAA1111", .esmeraldas), ("GAA1111", .guayas), ("HAA1111", .chimborazo),
        ("IAA1111", .imbabura), ("JAA1111", .santoDomingo), ("KAA1111", .sucumbios),
        ("LAA1111", .loja), ("MAA1111", .manabi), ("NAA1111", .napo), ("OAA1111", .elOro),
        ("PBX1234", .pichincha), ("QAA1111", .orellana), ("RAA1111", .losRios),
        ("SAA1111", .pastaza), ("TAA1111", .tungurahua), ("UAA1111", .canar),
        ("VAA1111", .moronaSantiago), ("WAA1111", .galapagos), ("XAA1111", .cotopaxi),
        ("YAA1111", .santaElena), ("ZAA1111", .zamoraChinchipe), ("IB123C", .imbabura),
        ("gb-123a", .guayas),
    ])
    func init_decodesFirstLetterOfCarAndBikePlates(plate: String, province: Province) {
        #expect(Province(plate: Plate(plate)) == province)
    }

    @Test(arguments: ["CD1234", "PB", "PBX12", "", "1PBX234", "DAA1111", "FAA1111"])
    func init_deliversNil_forSpecialIncompleteInvalidOrUnassignedPlates(plate: String) {
        #expect(Province(plate: Plate(plate)) == nil)
    }

    @Test
    func allCases_coverTheTwentyFourProvincesWithDistinctNames() {
        #expect(Province.allCases.count == 24)
        #expect(Set(Province.allCases.map(\.name)).count == 24)
    }

    @Test(arguments: [
        (Province.bolivar, "Bolívar"), (.santoDomingo, "Santo Domingo de los Tsáchilas"),
        (.canar, "Cañar"), (.galapagos, "Galápagos"), (.losRios, "Los Ríos"),
    ])
    func name_keepsOfficialSpelling(province: Province, name: String) {
        #expect(province.name == name)
    }
}
