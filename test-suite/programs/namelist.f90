! dvmh-test: grids=4:2x2
! NAMELIST output: WRITE(u, NML=g), WRITE(u, g), PRINT g, groups continued over statements,
! scalars and arrays of every intrinsic type and kind, repeat counts for runs of equal values,
! long arrays over several records, a module variable, a COMMON variable and a distributed
! array in a group, output to a file read back as text.
module nml_data
  implicit none
  integer :: steps = 12
end module nml_data

program namelist_test
  use nml_data
  implicit none
  integer :: i, ia(20), ib(7), ios
  integer(8) :: k8 = -5
  integer(2) :: k2 = 7
  integer(1) :: k1 = 3
  real :: r = 1.5, ra(13)
  double precision :: d = 2.5d0, big = 1.0d300
  complex :: c, ca(7)
  complex(8) :: cz
  logical :: l = .true., la(9)
  character(len=5) :: s = 'ab''c'
  character(len=3) :: sa(2)
  character(len=30) :: line
  real :: w
  real(8) :: grid(8)
  common /blk/ w
!DVM$ DISTRIBUTE grid(BLOCK)
  namelist /scalars/ i, k8, k2, k1, r, d, big, c, cz, l, s
  namelist /arrays/ ia, ib, ra, ca, la, sa
  namelist /mixed/ steps, w
  namelist /mixed/ grid

  i = 5
  w = 0.25
  c = (1.0, -2.0)
  cz = (0.5d0, 1.0d-3)
  sa(1) = 'xy'
  sa(2) = 'z'
  ia = (/(i*i*1000, i = 1, 20)/)
  ib = 0
  ib(4) = 1
  ra = (/(i*0.1, i = 1, 13)/)
  ca = (1.0, 2.0)
  ca(2) = (-1.5e20, 0.0)
  la = .false.
  la(3) = .true.
!DVM$ PARALLEL (i) ON grid(i)
  do i = 1, 8
    grid(i) = i / 4
  end do
  i = 5

  write(*, nml=scalars)
  write(*, arrays)
  print mixed
  write(6, nml=mixed, iostat=ios)
  print *, 'iostat', ios

  open(10, file='nml_out.txt', status='replace')
  write(10, nml=scalars)
  write(10, mixed)
  close(10)
  open(10, file='nml_out.txt', status='old')
  do
    read(10, '(a)', iostat=ios) line
    if (ios /= 0) exit
    print '(2a)', '> ', trim(line)
  end do
  close(10, status='delete')
end program namelist_test
