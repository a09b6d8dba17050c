! dvmh-test: files=lib/layered_mods.f90
! Three layers of modules compiled from another file: a PRIVATE-by-default module with a
! PUBLIC list (its PRIVATE variable changed only through its procedures), a module that
! re-exports names it uses with ONLY, a variable of the bottom module reached through two
! paths (the same entity, also re-exported by the top module), and renames.
program mod_layers
  use layer_top
  use layer_mid, only: reset_mid, calls_in_mid => mid_calls
  use layer_base, only: base_ops => ops, unit_cost
  implicit none
  real(8) :: t
  integer :: nlocal
  nlocal = 100
  t = batch(3, 4)
  write (*, '(a, f10.3, 3i5)') 'batch 1', t, top_calls, calls_in_mid, base_ops
  call reset_mid()
  t = batch(1, 2) + cost(10)
  write (*, '(a, f10.3, 3i5)') 'batch 2', t, top_calls, mid_calls, base_ops
  write (*, '(a, f6.2, i5)') 'unit cost and local ops', unit_cost, nlocal
end program mod_layers
