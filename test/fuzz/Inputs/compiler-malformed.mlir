func.func @f(%x: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %y = stype.relu %x : tensor<?x?xf32> -> tensor<?x?xf32, #nope>
