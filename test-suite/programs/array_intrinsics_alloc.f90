! The element-moving array intrinsics on allocatable arrays and sections whose shapes are
! known only at run time: CSHIFT/EOSHIFT by a run-time shift, PACK of a run-time count (its
! SIZE and SUM), SPREAD by a run-time NCOPIES, NORM2 of REAL(8), UNPACK into a section.
program array_intrinsics_alloc
  implicit none
  integer, allocatable :: a(:), m(:,:)
  integer :: n, i, k
  real(8) :: w(7)
  n = 7
  allocate(a(n), m(n, 3))
  do i = 1, n
    a(i) = mod(i * 5, 7) - 3
    m(i, :) = [i, -i, i * i]
  end do
  print *, cshift(a, 3), eoshift(a(2:n), 1, -9)
  print *, pack(a, a /= 0)
  print *, size(pack(a, a > 0)), count(a > 0)
  print *, sum(pack(a, a > 0)), findloc(a, -3)
  print *, eoshift(m, [1, 2, -1], dim=1)
  print *, spread(a(2:4), 2, n - 5)
  k = n
  print *, cshift(m(2:5, :), k, 1)
  print *, norm2(real(a, 8))
  w = [(real(i, 8) / 3d0, i = 1, 7)]
  print *, norm2(w)
  print *, unpack(a(1:4), m(1:4, 2:3) < -2, -1)
end program array_intrinsics_alloc
